import { Navigate, type RouteObject } from 'react-router';
import { SignedOutLayout } from '@dental/ui';

/** The portal's routes (spec §2); the root error element and the 404 route come from PortalApp. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/sign-in" replace /> },
  {
    element: <SignedOutLayout />,
    children: [{ path: 'sign-in', lazy: () => import('./routes/sign-in') }],
  },
];
