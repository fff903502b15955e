import { formatDate } from '../../../format.ts';

/** Who a conflict of interest stops, as the refusal says it (the values the callers pass). */
type TDoing = 'pujar' | 'inscribirte';

/** What the API and the forms say about fair play, in Spanish. */
export const fairPlay = {
  consignorNifMissing: 'Escribe el NIF del comitente.',
  consignorNifInvalid: 'El NIF del comitente solo lleva letras y números (de 5 a 20).',
  bannedAccountMissing: 'Indica la cuenta bloqueada.',
  buyerMissing: 'Indica el comprador.',
  reasonMissing: 'Escribe el motivo.',
  reasonTooShort:
    'Escribe el motivo (al menos 5 caracteres), p. ej. «acreedor con garantía que se adjudica su bien».',
  reasonTooLong: 'El motivo no puede pasar de 500 caracteres.',
  staffConflict: (doing: TDoing) =>
    `No puedes ${doing} en esta subasta: formas parte del personal de la casa de subastas, y el personal no puede pujar en las subastas que gestiona.`,
  consignorConflict: (doing: TDoing, nif: string) =>
    `No puedes ${doing} en esta subasta: tu cuenta está vinculada al comitente (NIF ${nif}) que vende sus lotes, y quien vende no puede pujar por lo suyo.`,
  sameDevice: (bannedName: string, bannedOn: Date) =>
    `mismo dispositivo que ${bannedName} (bloqueada el ${formatDate(bannedOn, 'es')})`,
  sameSignupIp: (bannedName: string, bannedOn: Date) =>
    `misma dirección IP de registro que ${bannedName} (bloqueada el ${formatDate(bannedOn, 'es')})`,
  reviewGone: 'Esta cuenta ya no está pendiente de revisión.',
  cannotBanYourself: 'No puedes bloquearte a ti mismo.',
  userMissing: 'El usuario no existe.',
  alreadyLinked: (nif: string) => `Esta persona ya está vinculada al comitente ${nif}.`,
  alreadyLinkedField: (nif: string) => `Ya está vinculada al comitente ${nif}.`,
  linkMissing: 'El vínculo no existe.',
  auctionMissing: 'La subasta no existe.',
  buyerNotFound: 'El comprador no existe.',
  premiumAlreadyWaived: 'Este comprador ya no paga comisión en esta subasta.',
  premiumAlreadyWaivedField: 'Ya tiene la comisión eximida.',
  premiumNotWaived: 'Este comprador no tiene la comisión eximida en esta subasta.',
};
