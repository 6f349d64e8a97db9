import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { definePortalConfig } from '../../vite.portal.ts';

export default defineConfig(definePortalConfig({ portal: 'dentist', plugins: [react()] }));
