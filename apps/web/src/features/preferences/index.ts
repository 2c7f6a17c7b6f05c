export { FontSizeControl } from './components/font-size-control';
export { useFontSize, useFontSizeSync } from './hooks/use-font-size';
