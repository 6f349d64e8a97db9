import { mountPortal } from '@dental/ui';
import { layout, routes } from './app/router';

mountPortal({ portal: 'member', routes, layout });
