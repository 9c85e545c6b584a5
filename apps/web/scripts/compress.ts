// Precompresses the client build (build/client, or the directory given) with brotli and gzip, so
// the server's serveStatic({ precompressed: true }) and static hosts can send them as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compress, worthCompressing } from '../lib/compress.ts';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|data|map)$/;

export function compressDir(
  dir: string,
  only: RegExp = COMPRESSIBLE,
): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!only.test(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (!worthCompressing(content)) continue;
    const br = compress(content, 'br');
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, compress(content, 'gzip'));
    files += 1;
    bytes += content.length;
    brotliBytes += br.byteLength;
  }
  return { files, bytes, brotliBytes };
}

if (import.meta.main) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'build', 'client');
  const { files, bytes, brotliBytes } = compressDir(dir);
  console.log(
    `precompressed ${files} files in ${dir}: ${(bytes / 1024).toFixed(0)} KB -> ${(brotliBytes / 1024).toFixed(0)} KB brotli`,
  );
}
