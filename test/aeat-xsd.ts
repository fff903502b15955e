import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const xsdDir = join(import.meta.dirname, '../src/server/modules/invoices/verifactu/xsd');
const files = ['SuministroLR.xsd', 'SuministroInformacion.xsd', 'xmldsig-core-schema.xsd'] as const;
let schemas: Promise<{ fileName: string; contents: string }[]> | null = null;
const loadSchemas = () => {
  schemas ??= Promise.all(
    files.map(async (fileName) => ({ fileName, contents: await readFile(join(xsdDir, fileName), 'utf8') })),
  );
  return schemas;
};

/**
 * Validates XML against the AEAT's schemas with libxml2 (xmllint in WebAssembly): a whole submission
 * (RegFactuSistemaFacturacion) against SuministroLR.xsd, a record on its own (RegistroAlta,
 * RegistroAnulacion) against SuministroInformacion.xsd. Returns libxml2's error lines, empty when valid.
 */
export const aeatSchemaErrors = async (
  xml: string,
  root: 'SuministroLR.xsd' | 'SuministroInformacion.xsd',
) => {
  const [lr, info, dsig] = await loadSchemas();
  const main = root === 'SuministroLR.xsd' ? lr! : info!;
  const result = await validateXML({
    xml: [{ fileName: 'record.xml', contents: xml }],
    schema: [main],
    preload: [lr!, info!, dsig!].filter((file) => file !== main),
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
};
