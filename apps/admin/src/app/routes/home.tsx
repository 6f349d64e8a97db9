// The signed-in home (`/`): the welcome and the system status; the portal's own screens come with its features.
export { AdminHomePage as Component } from '../../features/home/admin-home-page';
