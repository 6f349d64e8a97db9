import { ENDPOINTS, type EndpointName } from '@dental/domain';

/** The route of a contract call inside the /api prefix ('/member/v4/benefit/'), from the ENDPOINTS table. */
export function memberRoute(name: EndpointName): string {
  return `/${ENDPOINTS[name].path}`;
}
