import { infoRoute } from './info-route.tsx';

const route = infoRoute('privacidad', 'es');

export const { queries } = route;
export default route.Page;
