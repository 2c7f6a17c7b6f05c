export { patchMe, pictureKey, pictureVersion, refreshMe, showLocalPicture, usePicture } from './picture';
