import { setupServer } from 'msw/node';
import { generatedHandlers } from '@/mocks/handlers';

/** Every generated handler; tests override what they assert on with server.use(...). */
export const server = setupServer(...generatedHandlers());
