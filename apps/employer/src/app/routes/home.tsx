// The signed-in home (`/`); the portal's own screens come with its features.
export { WelcomePage as Component } from '@dental/ui';
