"""The build's and the tests' tools, each run from the repository's root as
``python -m tools.<name>``."""
