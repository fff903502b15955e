import { infoRoute } from './info-route.tsx';

const route = infoRoute('servicios', 'es');

export const { queries } = route;
export default route.Page;
