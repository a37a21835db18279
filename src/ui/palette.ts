/** The surfaces of the two palettes, shared by the global styles and colours computed against them. */
export const SURFACE = { dark: '#141821', light: '#ffffff' } as const;
