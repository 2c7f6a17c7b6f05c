import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { objJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { JPEG, PNG, upload, type UploadFile } from './files.fixtures';

const t = useSignedInDemo();

/** Uploads `file`, then reads it back through its link: the upload's answer and the served bytes. */
const roundTrip = async (file: UploadFile) => {
  const res = await upload(t.ctx.app, t.s.token, file);
  expect(res.statusCode, res.body).toBe(200);
  const info = objJson(res);
  const link = await t.ctx.app.inject({
    method: 'GET',
    url: `/api/files/token?userId=${t.s.userId}&fileId=${String(info.id)}`,
    headers: { authorization: `Bearer ${t.s.token}` },
  });
  const served = await t.ctx.app.inject({ method: 'GET', url: String(objJson(link).url) });
  expect(served.statusCode).toBe(200);
  return { info, bytes: served.rawPayload };
};

const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '48/1 51/1 2400/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '2/1 17/1 4000/100',
};

/** The fixture photo (320x240) as a phone saves it: EXIF with camera, GPS position, and orientation 6 (turn 90° clockwise). */
const PHONE_JPEG = await sharp(JPEG)
  .jpeg({ quality: 90 })
  .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: GPS })
  .withMetadata({ orientation: 6 })
  .toBuffer();

/** A PNG chunk of `type` with `data`, CRC included. */
const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

const pngChunkTypes = (png: Buffer): string[] => {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; at += 12 + png.readUInt32BE(at)) {
    types.push(png.toString('latin1', at + 4, at + 8));
  }
  return types;
};

describe('POST /files stores images without their metadata', () => {
  it('a phone JPEG: no EXIF nor GPS kept or served, the orientation applied to the pixels', async () => {
    const before = await sharp(PHONE_JPEG).metadata();
    expect(before).toMatchObject({ width: 320, height: 240, orientation: 6 });
    expect(before.exif?.includes('PhoneMaker')).toBe(true);

    const { info, bytes } = await roundTrip({ name: 'photo.jpg', bytes: PHONE_JPEG, type: 'image/jpeg' });
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    // turned upright: 240 wide, 320 high, with no orientation left to apply
    expect({ width: after.width, height: after.height, orientation: after.orientation }).toEqual({
      width: 240,
      height: 320,
      orientation: undefined,
    });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    for (const text of ['Exif', 'PhoneMaker', 'Phone 12', 'GPS'])
      expect(bytes.includes(text), text).toBe(false);
    expect(info.size).toBe(bytes.length);
  });

  it('a PNG with text chunks and an eXIf chunk: served without them, pixels unchanged', async () => {
    const exif = (
      await sharp(PNG)
        .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: GPS })
        .jpeg()
        .toBuffer()
    )
      .subarray(2)
      .toString('latin1');
    const tiff = Buffer.from(exif.slice(exif.indexOf('Exif\0\0') + 6), 'latin1');
    const iend = PNG.length - 12;
    const tagged = Buffer.concat([
      PNG.subarray(0, 33), // signature and IHDR
      chunk('tEXt', Buffer.from('Comment\0taken at 48.8566 N, 2.3522 E', 'latin1')),
      chunk('iTXt', Buffer.from('Author\0\0\0\0\0Jeanne Martin', 'utf8')),
      chunk('eXIf', tiff),
      PNG.subarray(33, iend),
      chunk('tIME', Buffer.from([0x07, 0xea, 3, 11, 9, 0, 0])),
      PNG.subarray(iend),
    ]);
    expect(pngChunkTypes(tagged)).toEqual(expect.arrayContaining(['tEXt', 'iTXt', 'eXIf', 'tIME']));

    const { info, bytes } = await roundTrip({ name: 'capture.png', bytes: tagged, type: 'image/png' });
    // what is left says how to draw the pixels, nothing about who, where or when
    const drawing = ['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND'];
    expect(pngChunkTypes(bytes).filter((type) => !drawing.includes(type))).toEqual([]);
    for (const text of ['48.8566', 'Jeanne', 'PhoneMaker']) expect(bytes.includes(text), text).toBe(false);
    const [was, is] = await Promise.all([sharp(PNG).raw().toBuffer(), sharp(bytes).raw().toBuffer()]);
    expect(is.equals(was)).toBe(true);
    expect(info.size).toBe(bytes.length);
  });

  it('an image without metadata is kept byte for byte', async () => {
    expect((await roundTrip({ name: 'ticket.jpg', bytes: JPEG })).bytes.equals(JPEG)).toBe(true);
    expect((await roundTrip({ name: 'capture.png', bytes: PNG })).bytes.equals(PNG)).toBe(true);
  });
});
