import { MainLayout } from './main-layout';

/** The lazy route module of the main layout (its chunk loads only for signed-in screens). */
export const Component = MainLayout;
