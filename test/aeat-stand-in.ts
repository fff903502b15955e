import { createHash } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { aeatSchemaErrors } from './aeat-xsd.ts';
import type { TTestPki } from './test-pki.ts';

const lrNs =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
const respNs =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const infoNs =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

export type TAeatVerdict = { state: 'AceptadoConErrores' | 'Incorrecto'; code: string; description: string };

type TRecord = Record<string, unknown>;

/** The alta's fingerprint recomputed from its own fields, as the AEAT checks it (error 2000 when it differs). */
const altaFingerprint = (alta: TRecord) => {
  const id = alta.IDFactura as Record<string, string>;
  const chain = alta.Encadenamiento as Record<string, Record<string, string>>;
  const text = [
    `IDEmisorFactura=${id.IDEmisorFactura}`,
    `NumSerieFactura=${id.NumSerieFactura}`,
    `FechaExpedicionFactura=${id.FechaExpedicionFactura}`,
    `TipoFactura=${alta.TipoFactura}`,
    `CuotaTotal=${alta.CuotaTotal}`,
    `ImporteTotal=${alta.ImporteTotal}`,
    `Huella=${chain.RegistroAnterior?.Huella ?? ''}`,
    `FechaHoraHusoGenRegistro=${alta.FechaHoraHusoGenRegistro}`,
  ].join('&');
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();
};

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'RegistroFactura',
});
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });
const soap = (body: object) =>
  `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    'env:Envelope': {
      '@_xmlns:env': 'http://schemas.xmlsoap.org/soap/envelope/',
      'env:Header': '',
      'env:Body': body,
    },
  })}`;

/** Why the body is not a submission the AEAT's schema accepts (SOAP fault 4102), if it is not. */
const schemaFault = async (body: string) => {
  const document = new DOMParser().parseFromString(body, 'text/xml');
  const [submission] = Array.from(document.getElementsByTagNameNS(lrNs, 'RegFactuSistemaFacturacion'));
  if (!submission) return '4102: El XML no cumple el esquema. Falta RegFactuSistemaFacturacion.';
  const errors = await aeatSchemaErrors(
    new XMLSerializer().serializeToString(submission),
    'SuministroLR.xsd',
  );
  return errors.length > 0 ? `4102: El XML no cumple el esquema. ${errors.join(' ')}` : null;
};

/**
 * The answer's line for one record: a record already held is a duplicate (3000), then the test's verdict,
 * then a wrong fingerprint (2000); a record not refused is held from then on.
 */
const answerLine = (
  entry: TRecord,
  held: Set<string>,
  verdict: (fullNumber: string) => TAeatVerdict | null,
) => {
  const alta = entry.RegistroAlta as TRecord | undefined;
  const record = (alta ?? entry.RegistroAnulacion) as TRecord;
  const id = record.IDFactura as Record<string, string>;
  const fullNumber = id.NumSerieFactura ?? id.NumSerieFacturaAnulada!;
  const operation = alta ? 'Alta' : 'Anulacion';
  const key = `${operation}:${id.IDEmisorFactura ?? id.IDEmisorFacturaAnulada}:${fullNumber}`;
  const given = verdict(fullNumber);
  const answer: TAeatVerdict | null = held.has(key)
    ? { state: 'Incorrecto', code: '3000', description: 'Registro de facturación duplicado.' }
    : (given ??
      (alta && altaFingerprint(alta) !== String(alta.Huella)
        ? {
            state: 'AceptadoConErrores',
            code: '2000',
            description: 'El cálculo de la huella suministrada es incorrecta.',
          }
        : null));
  if (answer?.state !== 'Incorrecto') held.add(key);
  return {
    'tikR:IDFactura': {
      'tik:IDEmisorFactura': id.IDEmisorFactura ?? id.IDEmisorFacturaAnulada,
      'tik:NumSerieFactura': fullNumber,
      'tik:FechaExpedicionFactura': id.FechaExpedicionFactura ?? id.FechaExpedicionFacturaAnulada,
    },
    'tikR:Operacion': { 'tik:TipoOperacion': operation },
    'tikR:EstadoRegistro': answer?.state ?? 'Correcto',
    ...(answer
      ? { 'tikR:CodigoErrorRegistro': answer.code, 'tikR:DescripcionErrorRegistro': answer.description }
      : {}),
    ...(answer?.code === '3000'
      ? {
          'tikR:RegistroDuplicado': {
            'tik:IdPeticionRegistroDuplicado': '1',
            'tik:EstadoRegistroDuplicado': 'Correcta',
          },
        }
      : {}),
  };
};

/** RespuestaRegFactuSistemaFacturacion: the overall state from the lines', a CSV unless all were refused. */
const submissionAnswer = (lines: ReturnType<typeof answerLine>[], issuer: unknown, count: number) => {
  const states = lines.map((line) => line['tikR:EstadoRegistro']);
  const overall = states.every((state) => state === 'Incorrecto')
    ? 'Incorrecto'
    : states.every((state) => state === 'Correcto')
      ? 'Correcto'
      : 'ParcialmenteCorrecto';
  return {
    'tikR:RespuestaRegFactuSistemaFacturacion': {
      '@_xmlns:tikR': respNs,
      '@_xmlns:tik': infoNs,
      ...(overall === 'Incorrecto' ? {} : { 'tikR:CSV': `A-STANDIN${String(count).padStart(6, '0')}` }),
      'tikR:Cabecera': { 'tik:ObligadoEmision': issuer },
      'tikR:TiempoEsperaEnvio': '60',
      'tikR:EstadoEnvio': overall,
      'tikR:RespuestaLinea': lines,
    },
  };
};

/**
 * A local stand-in for the AEAT's VERI*FACTU web service (SOAP 1.1 over mutual TLS), written from the AEAT's
 * published WSDL and schemas, independently of the application's code: it accepts only clients whose
 * certificate its CA signed, validates the body (RegFactuSistemaFacturacion) against SuministroLR.xsd and
 * answers a SOAP fault 4102 when it does not conform, recomputes each alta's fingerprint (AceptadoConErrores
 * 2000 when wrong), refuses a record it already holds (Incorrecto 3000 with RegistroDuplicado), applies the
 * test's own verdicts (`verdict`), and answers RespuestaRegFactuSistemaFacturacion with a CSV and
 * TiempoEsperaEnvio. `failNext(n)` drops the next n connections, as a network failure would.
 */
export const startAeatStandIn = async (pki: TTestPki) => {
  const received: { body: string; clientSubject: string }[] = [];
  const held = new Set<string>();
  let failures = 0;
  let verdict: (fullNumber: string) => TAeatVerdict | null = () => null;
  const server = createServer(
    {
      key: pki.server.keyPem,
      cert: pki.server.certPem,
      ca: pki.caPem,
      requestCert: true,
      rejectUnauthorized: true,
    },
    async (request, response) => {
      if (failures > 0) {
        failures--;
        request.socket.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const peer = (request.socket as TLSSocket).getPeerCertificate();
      received.push({ body, clientSubject: String(peer.subject?.CN ?? '') });
      const fault = (message: string) => {
        response.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' });
        response.end(soap({ 'env:Fault': { faultcode: 'env:Client', faultstring: message } }));
      };
      const invalid = await schemaFault(body);
      if (invalid) return fault(invalid);

      const parsed = parser.parse(body).Envelope.Body.RegFactuSistemaFacturacion;
      const lines = (parsed.RegistroFactura as TRecord[]).map((entry) => answerLine(entry, held, verdict));
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      response.end(soap(submissionAnswer(lines, parsed.Cabecera.ObligadoEmision, received.length)));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    received,
    failNext: (count: number) => {
      failures = count;
    },
    setVerdict: (rule: typeof verdict) => {
      verdict = rule;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
