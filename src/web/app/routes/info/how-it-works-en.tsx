import { paths } from '@/web/lib/paths.ts';
import { infoRoute } from './info-route.tsx';

const route = infoRoute('como-funciona', 'en', paths.howItWorks());

export const { queries } = route;
export default route.Page;
