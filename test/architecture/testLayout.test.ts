/**
 * test/ mirrors src/ (docs/architecture.md#tests), for the client, the contract and the server:
 * - every folder of test/<area> is a folder of src/<area>; each project's `support/` (shared
 *   helpers) and `fixtures/` (files its tests read) are the only folders of its own;
 * - a test named after a module (`users.test.ts`) sits in the mirror of that module's folder
 *   (`test/server/routes/` for `src/server/routes/users.ts`; either of them when the name is
 *   in several folders). A test of a rule that no one module holds sits where its subject lives.
 * It reads folder listings only.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const AREAS = ['app', 'contract', 'server'];
const OWN_FOLDERS = new Set(['support', 'fixtures']);
const MODULE = /^(.+)\.tsx?$/;
const TEST = /^(.+)\.test\.tsx?$/;

interface File {
  folder: string;
  name: string;
}

/** Every file below `base`, with its folder relative to `base` (`` at the top). */
function filesBelow(base: string): File[] {
  return fs
    .readdirSync(path.join(ROOT, base), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({
      folder: path.relative(path.join(ROOT, base), entry.parentPath).split(path.sep).join('/'),
      name: entry.name,
    }));
}

describe.each(AREAS)('test/%s', (area) => {
  const tests = filesBelow(`test/${area}`).filter(
    ({ folder }) => !OWN_FOLDERS.has(folder.split('/')[0] ?? ''),
  );
  const inTest = (folder: string): string => `test/${area}/${folder ? `${folder}/` : ''}`;
  /** Each module's name (without its extension), and the folders of src/<area> that hold one. */
  const moduleFolders = new Map<string, string[]>();
  for (const { folder, name } of filesBelow(`src/${area}`)) {
    const moduleName = MODULE.exec(name)?.[1];
    if (!moduleName) continue;
    moduleFolders.set(moduleName, [...(moduleFolders.get(moduleName) ?? []), folder]);
  }

  test(`every folder is a folder of src/${area}`, () => {
    const strays = [...new Set(tests.map(({ folder }) => folder))]
      .filter((folder) => !fs.existsSync(path.join(ROOT, 'src', area, folder)))
      .map(inTest);
    expect(strays).toEqual([]);
  });

  test('a test named after a module sits in the mirror of its folder', () => {
    const misplaced = tests.flatMap(({ folder, name }) => {
      const folders = moduleFolders.get(TEST.exec(name)?.[1] ?? '');
      if (!folders || folders.includes(folder)) return [];
      return [`${inTest(folder)}${name} belongs in ${folders.map(inTest).join(' or ')}`];
    });
    expect(misplaced).toEqual([]);
  });
});
