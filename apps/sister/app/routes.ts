// One content route for every path (the locale comes from the prefix, see brand.ts), and the
// finder's search.
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  route('api/finder', 'routes/finder-api.ts', { id: 'finder-api' }),
  index('routes/page.tsx', { id: 'home' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
