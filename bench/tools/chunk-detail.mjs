// What a lazy chunk loads beyond the initial set, file by file (gzipped KB, as bench/suites/bundle.mjs counts it):
// where to cut when a route chunk is over its budget. Run after a build: node bench/tools/chunk-detail.mjs dentist [name]
import { measurePortal } from '../suites/bundle.mjs';

const [portal = 'dentist', only] = process.argv.slice(2);
const measured = await measurePortal(portal);
for (const chunk of measured.lazy) {
  if (only && !chunk.name.includes(only)) continue;
  console.log(`${chunk.name}: ${chunk.gzipKb.toFixed(1)} KB in ${chunk.files} files`);
  for (const part of [...chunk.parts].sort((a, b) => b.gzipKb - a.gzipKb))
    console.log(`  ${part.gzipKb.toFixed(1).padStart(6)}  ${part.file}`);
}
