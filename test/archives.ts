import { zipSync } from 'fflate';

/**
 * A zip whose headers lie: every entry declares 1 KB inflated (local header and central directory alike),
 * while its data inflates to `realBytes`. Trusting the headers is what let one take 84 s and 3.2 GB.
 */
export const lyingZip = (realBytes: number) => {
  const zip = Buffer.from(
    zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(realBytes).fill(32) }, { level: 9 }),
  );
  for (let at = 0; at < zip.length - 4; at++) {
    const signature = zip.readUInt32LE(at);
    if (signature === 0x04034b50) zip.writeUInt32LE(1024, at + 22);
    if (signature === 0x02014b50) zip.writeUInt32LE(1024, at + 24);
  }
  return zip;
};
