/**
 * The build mode (spec 6): `VITE_BUILD_MODE=menu` makes the build with the feedback toggle; any other
 * value, or none, the default build without it. Read from `import.meta.env`, which Vite replaces by
 * a constant at build time, so the other build's branch is removed from the bundle.
 */
export const MENU_BUILD: boolean = import.meta.env.VITE_BUILD_MODE === 'menu';
