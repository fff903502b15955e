/**
 * The VERI*FACTU web service's SOAP messages: RegFactuSistemaFacturacion (SuministroLR.xsd) carrying up to
 * 1,000 records of one issuer, and the AEAT's answer, RespuestaRegFactuSistemaFacturacion, read line by line.
 */
import { XMLParser } from 'fast-xml-parser';
import { sfLrNamespace, sfNamespace, type TXmlTree, toXml } from './record-xml.ts';

export const soapNamespace = 'http://schemas.xmlsoap.org/soap/envelope/';

export type TRecordElement = { element: 'sf:RegistroAlta' | 'sf:RegistroAnulacion'; tree: TXmlTree };

/** The submission of one issuer's records, in chain order. */
export const submissionEnvelope = ({
  issuer,
  records,
}: {
  issuer: { name: string; nif: string };
  records: TRecordElement[];
}) =>
  toXml({
    'soapenv:Envelope': {
      '@_xmlns:soapenv': soapNamespace,
      '@_xmlns:sfLR': sfLrNamespace,
      '@_xmlns:sf': sfNamespace,
      'soapenv:Header': '',
      'soapenv:Body': {
        'sfLR:RegFactuSistemaFacturacion': {
          'sfLR:Cabecera': {
            'sf:ObligadoEmision': { 'sf:NombreRazon': issuer.name.slice(0, 120), 'sf:NIF': issuer.nif },
          },
          'sfLR:RegistroFactura': records.map(({ element, tree }) => ({ [element]: tree })),
        },
      },
    },
  });

/** EstadoRegistro of one record: Correcto, AceptadoConErrores or Incorrecto. */
export type TRecordAnswer = {
  fullNumber: string;
  operation: 'Alta' | 'Anulacion';
  state: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  errorCode: string | null;
  errorDescription: string | null;
  /** A duplicate the AEAT already holds as correct (error 3000 after an answer lost on the way). */
  isDuplicateOfAccepted: boolean;
};

export type TSubmissionAnswer =
  | {
      kind: 'answer';
      /** EstadoEnvio: Correcto, ParcialmenteCorrecto or Incorrecto. */
      state: string;
      csv: string | null;
      /** TiempoEsperaEnvio: seconds to wait before the next submission (the AEAT's flow control). */
      waitSeconds: number;
      lines: TRecordAnswer[];
    }
  | { kind: 'fault'; code: string; message: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'RespuestaLinea',
});

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

/** Reads the AEAT's answer (or SOAP fault); throws when it is neither, which the caller retries. */
export const parseSubmissionAnswer = (xml: string): TSubmissionAnswer => {
  const body = parser.parse(xml)?.Envelope?.Body;
  if (body?.Fault) {
    const fault = body.Fault;
    const message = text(fault.faultstring) ?? 'SOAP Fault';
    // The AEAT writes its error code at the start of faultstring ("4102: El XML no cumple el esquema…").
    return {
      kind: 'fault',
      code: /^\s*(\d{3,5})\b/.exec(message)?.[1] ?? text(fault.faultcode) ?? '',
      message,
    };
  }
  const answer = body?.RespuestaRegFactuSistemaFacturacion;
  if (!answer) throw new Error('La respuesta de la AEAT no es una respuesta de RegFactuSistemaFacturacion.');
  return {
    kind: 'answer',
    state: String(answer.EstadoEnvio),
    csv: text(answer.CSV),
    waitSeconds: Number(answer.TiempoEsperaEnvio ?? 60) || 60,
    lines: ((answer.RespuestaLinea ?? []) as Record<string, unknown>[]).map((line) => {
      const id = line.IDFactura as Record<string, unknown>;
      const duplicate = line.RegistroDuplicado as Record<string, unknown> | undefined;
      return {
        fullNumber: String(id?.NumSerieFactura ?? id?.NumSerieFacturaAnulada ?? ''),
        operation:
          (line.Operacion as Record<string, unknown>)?.TipoOperacion === 'Anulacion' ? 'Anulacion' : 'Alta',
        state: String(line.EstadoRegistro) as TRecordAnswer['state'],
        errorCode: text(line.CodigoErrorRegistro),
        errorDescription: text(line.DescripcionErrorRegistro),
        isDuplicateOfAccepted: duplicate?.EstadoRegistroDuplicado === 'Correcta',
      };
    }),
  };
};
