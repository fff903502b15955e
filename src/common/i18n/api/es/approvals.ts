import { formatDateTime } from '../../../format.ts';

/** What the API and the forms say about four-eyes approvals, in Spanish. */
export const approvals = {
  pendingApproval: 'Queda pendiente de la aprobación de otra persona de contabilidad.',
  reasonMissing: 'Escribe el motivo del rechazo.',
  reasonTooShort: 'Escribe el motivo del rechazo (al menos 5 caracteres).',
  reasonTooLong: 'El motivo no puede pasar de 500 caracteres.',
  notFound: 'La aprobación no existe.',
  alreadyApproved: 'Esta solicitud ya se aprobó.',
  alreadyRejected: 'Esta solicitud ya se rechazó.',
  expired: (expiresOn: Date) =>
    `Esta solicitud caducó el ${formatDateTime(expiresOn, 'es')} sin que nadie la decidiera: pídela de nuevo si sigue haciendo falta.`,
  ownRequest: 'No puedes aprobar tu propia solicitud: tiene que aprobarla otra persona de contabilidad.',
};
