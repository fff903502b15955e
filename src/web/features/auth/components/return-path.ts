import { useLocation } from 'react-router';
import { RETURN_PATH_PARAM, safeReturnPath } from '@/common/return-path.ts';

/**
 * Where activating an account should bring the visitor back (issue 16 §8): the page they sign up or ask
 * for a new activation link from; on the page of an e-mailed link that already carries one
 * (`/user/signup/validation/…?volver=/subastas/12`), that one, so a second link keeps the first's way back.
 * The e-mailed links' own pages are never a place to come back to.
 */
export const useReturnPath = (): string | undefined => {
  const location = useLocation();
  const carried = safeReturnPath(new URLSearchParams(location.search).get(RETURN_PATH_PARAM));
  if (carried) return carried;
  if (location.pathname.startsWith('/user/')) return undefined;
  return safeReturnPath(`${location.pathname}${location.search}`) ?? undefined;
};
