import { paths } from '@/web/lib/paths.ts';
import { infoRoute } from './info-route.tsx';

const route = infoRoute('como-participar', 'es', paths.howToTakePartEn());

export const { queries } = route;
export default route.Page;
