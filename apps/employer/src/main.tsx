import { mountPortal } from '@dental/ui';
import { layout, routes } from './app/router';

mountPortal({ portal: 'employer', routes, layout });
