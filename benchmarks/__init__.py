"""The benchmarks, run from the repository's root as ``python -m benchmarks.<name>``."""
