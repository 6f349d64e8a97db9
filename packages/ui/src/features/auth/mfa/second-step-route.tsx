import { SecondStepPage } from './second-step-page';

/** Lazy route module of /sign-in/two-step. */
export const Component = SecondStepPage;
