import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` wait on the screen's state; their default ceiling (1 s) is shorter than a lazy
 * screen's first import on a loaded CI machine. A longer ceiling costs nothing when the state comes early.
 */
configure({ asyncUtilTimeout: 10_000 });
