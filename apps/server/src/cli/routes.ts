// npm run routes: prints every route of every portal with its guard and the ids it scopes (decision 0023).
import { listedRoutes, routeTableText } from '../http/route-listing.js';

console.log(routeTableText(listedRoutes()));
