import { twMerge } from 'tailwind-merge';
import { setClassMerge } from './cn';

// Imported for its effect by the full route tree's root (src/routes/__root.tsx), so every screen renders with it.
setClassMerge(twMerge);
