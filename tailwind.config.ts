import type { Config } from 'tailwindcss';

// Colours are CSS variables so the 11 themes and the primary colour picker restyle everything at runtime.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: 'var(--color-primary)',
        'primary-fg': 'var(--color-primary-fg)',
        surface: 'var(--color-surface)',
        canvas: 'var(--color-canvas)',
        ink: 'var(--color-ink)',
        muted: 'var(--color-muted)',
        line: 'var(--color-line)',
        danger: 'var(--color-danger)',
        sidebar: 'var(--color-sidebar)',
        'sidebar-ink': 'var(--color-sidebar-ink)',
        header: 'var(--color-header)',
        'header-ink': 'var(--color-header-ink)',
      },
    },
  },
} satisfies Config;
