// Test helpers of the portals' screens (jsdom + Testing Library): `@dental/ui/testing`.
export {
  fakeApi,
  forId,
  json,
  deferred,
  type FakeAnswer,
  type FakeCall,
  type FakeHandler,
  type FakeHandlers,
  type FakeRequest,
} from './fake-api';
export { renderScreen, stubSession } from './render-screen';
export { renderRoutes, renderWithProviders, TestProviders } from './render';
export { allowConsoleError } from './console-guard';
