/**
 * `npm run docs:machines`: writes docs/machines/<name>.md and its diagram <name>.svg for every
 * registered machine.
 */
import fs from 'node:fs';

import { MACHINES } from '@app/machines';
import { MACHINE_DOCS_DIR, machineDoc, machineSvg } from './machineDocs';

async function writeMachineDocs(): Promise<void> {
  fs.mkdirSync(MACHINE_DOCS_DIR, { recursive: true });
  for (const { name, machine } of MACHINES) {
    for (const doc of [await machineDoc(name, machine), await machineSvg(name, machine)]) {
      fs.writeFileSync(doc.path, doc.content);
      console.log(`Wrote ${doc.path}`);
    }
  }
}

writeMachineDocs().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
