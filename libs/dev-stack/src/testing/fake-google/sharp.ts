// eslint-disable-next-line no-restricted-imports -- @lumafolio/images' specs use dev-stack (a cycle), and the fake only decodes its own library's JPEG and PNG files.
export { default as sharp } from 'sharp';
