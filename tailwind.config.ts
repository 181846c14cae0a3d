import type { Config } from 'tailwindcss'

export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        forest: { 50: '#eef5ec', 100: '#d9e9d4', 200: '#b4d3aa', 500: '#4f8a4a', 600: '#3d7139', 700: '#2f5d3a', 800: '#254a2e', 900: '#1b3521' },
        // 500 to 700 carry white text and are text on white and on sand (WCAG AA 4.5:1 or more: 500 is
        // 5.3:1 on white, 4.8:1 on sunset-50); 50 to 400 are for backgrounds, borders and drawings only (issue 39).
        sunset: { 50: '#fdf1e8', 100: '#fadcc6', 200: '#f7c9a4', 300: '#f2b07f', 400: '#f09a5b', 500: '#ad501b', 600: '#9c4718', 700: '#80391a' },
        sand: { 50: '#fffdf8', 100: '#fbf7ef', 200: '#f4ecdc', 300: '#e8dbc2' },
        bark: { 400: '#a0785a', 500: '#8b5e3c', 600: '#7a5230', 700: '#5c3d24', 900: '#2f2a24' },
        sky: { 100: '#e3f1f8', 500: '#4a9bc4', 700: '#2b6f93' },
      },
      fontFamily: {
        display: ['Fredoka', 'ui-rounded', 'system-ui', 'sans-serif'],
        sans: ['Nunito', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      boxShadow: {
        card: '0 1px 2px rgba(47, 42, 36, 0.06), 0 4px 16px rgba(47, 42, 36, 0.06)',
      },
      keyframes: {
        'slide-in': { from: { transform: 'translateY(100%)', opacity: '0' }, to: { transform: 'translateY(0)', opacity: '1' } },
        'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
      },
      animation: {
        'slide-in': 'slide-in 200ms ease-out',
        'fade-out': 'fade-out 150ms ease-in',
      },
    },
  },
  plugins: [],
} satisfies Config
