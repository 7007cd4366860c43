import type { Config } from 'tailwindcss';

// Colours are CSS variables so the 11 themes and the primary colour picker restyle everything at runtime.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Text, links, borders and tints: the AA shade of the chosen colour (lib/theme.ts primaryShades).
        primary: 'var(--color-primary-text)',
        // Filled controls, under primary-fg.
        'primary-fill': 'var(--color-primary-fill)',
        'primary-fg': 'var(--color-primary-fg)',
        'primary-hover': 'var(--color-primary-hover)',
        surface: 'var(--color-surface)',
        canvas: 'var(--color-canvas)',
        ink: 'var(--color-ink)',
        muted: 'var(--color-muted)',
        line: 'var(--color-line)',
        danger: 'var(--color-danger)',
        success: 'var(--color-success)',
        // Filled under white text (4.5:1 in every theme, the dark one included).
        'danger-fill': 'var(--color-danger-fill)',
        'success-fill': 'var(--color-success-fill)',
        warning: 'var(--color-warning)',
        sidebar: 'var(--color-sidebar)',
        'sidebar-ink': 'var(--color-sidebar-ink)',
        'sidebar-muted': 'var(--color-sidebar-muted)',
        'sidebar-hover': 'var(--color-sidebar-hover)',
        'sidebar-active': 'var(--color-sidebar-active)',
        'sidebar-active-ink': 'var(--color-sidebar-active-ink)',
        'sidebar-line': 'var(--color-sidebar-line)',
        'sidebar-accent': 'var(--color-sidebar-accent)',
        brand: 'var(--color-brand)',
        'brand-ink': 'var(--color-brand-ink)',
        header: 'var(--color-header)',
        'header-ink': 'var(--color-header-ink)',
        'header-line': 'var(--color-header-line)',
      },
    },
  },
} satisfies Config;
