import { infoRoute } from './info-route.tsx';

const route = infoRoute('aviso-legal', 'es');

export const { queries } = route;
export default route.Page;
