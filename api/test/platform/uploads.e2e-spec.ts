// Uploads are judged by content and size; resumes are served to admins only.
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { JwtService } from '@nestjs/jwt';
import { describe, expect, it } from '@jest/globals';
import { cfb, docx, fixtures, forgetDeletedContent, startApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const { api, auth } = useApi();

const MB = 1024 * 1024;
const apply = (resume?: { data: Buffer; name: string }) =>
  send(api.http.post('/admin/applyJobs/addApplyJobs'), SAMPLES.applyJobs!.fields, resume ? { resume: [resume] } : undefined);
/** The stored application (a visitor's answer holds its id only). */
const application = async (id: string) => (await api.http.get(`/admin/applyJobs/getApplyJobs/${id}`).set(auth).expect(200)).body.data as { resume: string };
const applications = async () => (await api.http.get('/admin/applyJobs/getApplyJobs').set(auth).expect(200)).body.applyJobs as Array<Record<string, string>>;

describe('resumes', () => {
  it('accepts PDF, DOC and DOCX by content', async () => {
    for (const resume of [
      { data: fixtures.pdf, name: 'cv.pdf' },
      { data: cfb('WordDocument'), name: 'cv.doc' },
      { data: await docx(), name: 'cv.docx' },
    ]) {
      const res = await apply(resume).expect(201);
      expect((await application(res.body.data._id)).resume).toMatch(new RegExp(`^private/.+\\.${resume.name.split('.')[1]}$`));
    }
  });

  it('refuses other content behind a right name', async () => {
    // Compound files that are not Word documents: an Excel workbook, and one whose directory sector is missing.
    const notWord = [cfb('Workbook'), cfb('WordDocument').subarray(0, 1024)];
    for (const resume of [
      { data: fixtures.text, name: 'cv.pdf' },
      { data: fixtures.png, name: 'cv.docx' },
      { data: Buffer.from('PK\u0003\u0004garbage'), name: 'cv.docx' },
      ...notWord.map((data) => ({ data, name: 'cv.doc' })),
    ]) {
      const res = await apply(resume).expect(400);
      expect(res.body.message).toBe('Please upload a PDF or Word document');
    }
  });

  it('refuses a DOCX that would unpack beyond its bound', async () => {
    const bomb = await docx(60 * MB); // compresses to a few KB
    expect(bomb.length).toBeLessThan(MB);
    const res = await apply({ data: bomb, name: 'cv.docx' }).expect(400);
    expect(res.body.message).toBe('Please upload a PDF or Word document');
  });

  it('refuses more than 5 MB with the spec message', async () => {
    const res = await apply({ data: fixtures.big(5 * MB + 1, fixtures.pdf), name: 'cv.pdf' }).expect(413);
    expect(res.body.message).toBe('File size exceeds 5MB limit');
    await apply({ data: fixtures.big(5 * MB, fixtures.pdf), name: 'cv.pdf' }).expect(201);
  });

  it('requires a resume', async () => {
    const res = await apply().expect(400);
    expect(res.body.message).toBe('Resume file is required');
  });

  it('never serves a resume publicly; admins download it or get a one-time signed link', async () => {
    const created = await apply({ data: fixtures.pdf, name: 'Meena CV (final).pdf' }).expect(201);
    const id = created.body.data._id as string;
    const { resume } = await application(id);
    expect(applications).toBeDefined();
    await api.http.get(`/${resume}`).expect(404);
    await api.http.get(`/uploads/${resume.split('/')[1]}`).expect(404);
    await api.http.get(`/admin/applyJobs/resume/${id}`).expect(401);
    await api.http
      .get(`/admin/applyJobs/resume/${id}`)
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .expect(403);

    const download = await api.http.get(`/admin/applyJobs/resume/${id}`).set(auth).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Meena CV final.pdf"');
    expect(Buffer.compare(download.body as Buffer, fixtures.pdf)).toBe(0);

    const link = await api.http.get(`/admin/applyJobs/resumeLink/${id}`).set(auth).expect(200);
    expect(link.body.expiresIn).toBe(60);
    // A link is bound to its application and cannot be forged.
    const other = (await apply({ data: fixtures.pdf, name: 'b.pdf' }).expect(201)).body.data._id;
    await api.http.get(link.body.url.replace(id, other)).expect(401);
    await api.http.get(`/files/resume/${id}?token=${await api.adminToken()}`).expect(401);
    await api.http.get(`/files/resume/${id}`).expect(401);
    const preview = await api.http.get(link.body.url).buffer(true).expect(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    expect(preview.headers['content-security-policy']).toContain('frame-ancestors');
    // Good for one opening only.
    const again = await api.http.get(link.body.url).expect(410);
    expect(again.body.message).toBe('This resume link has already been used. Open the preview again for a new link');
    await api.http.get((await api.http.get(`/admin/applyJobs/resumeLink/${id}`).set(auth).expect(200)).body.url).expect(200);
  });

  it('refuses an expired preview link, and a preview token in place of a session', async () => {
    const id = (await apply({ data: fixtures.pdf, name: 'cv.pdf' }).expect(201)).body.data._id as string;
    const jwt = api.app.get(JwtService);
    // Issued two minutes ago for 60 seconds, as the API issues them.
    const expired = await jwt.signAsync(
      { sub: id, iat: Math.floor(Date.now() / 1000) - 120 },
      { audience: 'resume-preview', expiresIn: 60, jwtid: 'expired-link' },
    );
    const res = await api.http.get(`/files/resume/${id}?token=${expired}`).expect(401);
    expect(res.body.message).toBe('This resume link has expired. Open the preview again for a new link');
    const { url } = (await api.http.get(`/admin/applyJobs/resumeLink/${id}`).set(auth).expect(200)).body as { url: string };
    const token = decodeURIComponent(url.split('token=')[1]!);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({ aud: 'resume-preview', sub: id });
    await api.http.get('/admin/applyJobs/getApplyJobs').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('keeps each resume readable by the API’s own user only (file 0600, folder 0700), an older folder too', async () => {
    const folder = path.join(api.config.dataDir, 'private');
    // As an earlier version left it.
    await mkdir(folder, { recursive: true });
    await chmod(folder, 0o755);
    // Another sender than the other tests' (the same form again would be taken as a double send).
    const fields = { ...SAMPLES.applyJobs!.fields, email: 'modes@example.com' };
    const created = await send(api.http.post('/admin/applyJobs/addApplyJobs'), fields, { resume: [{ data: fixtures.pdf, name: 'cv.pdf' }] }).expect(201);
    const file = path.join(api.config.dataDir, (await application(created.body.data._id)).resume);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    // Public images keep the process's usual modes (world-readable with the common umask 022).
    const image = await send(api.http.post('/admin/Banner/addBanner').set(auth), SAMPLES.banner!.fields, {
      images: [{ data: fixtures.png, name: 'a.png' }],
    }).expect(201);
    const stored = path.join(api.config.dataDir, (image.body.data.images as string[])[0]!);
    expect((await stat(stored)).mode & 0o777).toBe(0o666 & ~process.umask());
  });

  it('deletes the resume file with its application', async () => {
    const created = await apply({ data: fixtures.pdf, name: 'cv.pdf' }).expect(201);
    const id = created.body.data._id;
    await api.http.post(`/admin/applyJobs/deleteApplyJobs/${id}`).set(auth).expect(200);
    await api.http.get(`/admin/applyJobs/resume/${id}`).set(auth).expect(404);
  });
});

describe('images', () => {
  const banner = (images: Array<{ data: Buffer; name: string }>) =>
    send(api.http.post('/admin/Banner/addBanner').set(auth), SAMPLES.banner!.fields, { images });

  it('refuses text behind an image name', async () => {
    const res = await banner([{ data: fixtures.text, name: 'photo.png' }]).expect(400);
    expect(res.body.message).toBe('Only JPEG, PNG, WebP or GIF images are allowed');
    const pdf = await banner([{ data: fixtures.pdf, name: 'photo.jpg' }]).expect(400);
    expect(pdf.body.message).toBe('Only JPEG, PNG, WebP or GIF images are allowed');
  });

  it('holds every image type to the pixel limit, GIF included (a small file can unpack into a huge bitmap)', async () => {
    // A 43-byte GIF that says it is 65535 x 65535 pixels (4.3 gigapixels).
    const huge = Buffer.from('R0lGODlh/////4AAAAAAAP///yH5BAEAAAAALAAAAAD/////AAIBRAA7', 'base64');
    const res = await banner([{ data: huge, name: 'huge.gif' }]).expect(400);
    expect(res.body.message).toBe('The image is too large: at most 50 megapixels');
    const png = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await banner([{ data: png, name: 'huge.png' }]).expect(400)).body.message).toBe('The image is too large: at most 50 megapixels');
    // A GIF of a sensible size is still stored as it is.
    await banner([{ data: fixtures.gif, name: 'small.gif' }]).expect(201);
  });

  it('accepts JPEG and WebP by content and serves each with its type', async () => {
    const res = await banner([
      { data: fixtures.jpg, name: 'slide.jpeg' },
      { data: fixtures.webp, name: 'slide.webp' },
    ]).expect(201);
    const images = res.body.data.images as string[];
    expect(images.map((p) => p.split('.').pop())).toEqual(['jpg', 'webp']);
    const types = await Promise.all(images.map(async (p) => (await api.http.get(p).expect(200)).headers['content-type']));
    expect(types).toEqual(['image/jpeg', 'image/webp']);
  });

  it('stores a photo with its size in its name and WebP copies 480, 960 and 1600 px wide; deleting removes them all', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#13a89e' } })
      .jpeg()
      .toBuffer();
    const res = await banner([{ data: photo, name: 'wide.jpg' }]).expect(201);
    const [stored] = res.body.data.images as string[];
    expect(stored).toMatch(/^\/uploads\/[0-9a-f-]+-2000x1000\.jpg$/);
    const base = stored!.replace(/\.jpg$/, '');
    for (const width of [480, 960, 1600]) {
      const copy = await api.http.get(`${base}-${width}w.webp`).buffer(true).expect(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(await sharp(copy.body as Buffer).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    // An image narrower than a copy's width gets only the narrower copies.
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b2545' } })
      .png()
      .toBuffer();
    const smallPath = ((await banner([{ data: small, name: 'small.png' }]).expect(201)).body.data.images as string[])[0]!;
    expect(smallPath).toMatch(/-800x600\.png$/);
    await api.http.get(smallPath.replace(/\.png$/, '-480w.webp')).expect(200);
    await api.http.get(smallPath.replace(/\.png$/, '-960w.webp')).expect(404);

    await api.http.post(`/admin/Banner/deleteBanner/${res.body.data._id}`).set(auth).expect(200);
    // Restorable for 30 days (docs/behaviour.md §24), then gone with every copy.
    await api.http.get(stored!).expect(200);
    await forgetDeletedContent(api);
    await api.http.get(stored!).expect(404);
    for (const width of [480, 960, 1600]) await api.http.get(`${base}-${width}w.webp`).expect(404);
  });

  it('refuses an image that passes the magic bytes but cannot be decoded', async () => {
    const broken = Buffer.concat([fixtures.png.subarray(0, 16), Buffer.alloc(200, 7)]);
    const res = await banner([{ data: broken, name: 'broken.png' }]).expect(400);
    expect(res.body.message).toBe('The image could not be read');
  });

  it('allows two banner images and refuses a third with the spec warning', async () => {
    const png = { data: fixtures.png, name: 'a.png' };
    const res = await banner([png, png, png]).expect(400);
    expect(res.body.message).toBe('Only two images are allowed!');
  });

  it('allows five about profiles and refuses a sixth with the spec message', async () => {
    const png = { data: fixtures.png, name: 'a.png' };
    const about = (profile: (typeof png)[]) =>
      send(api.http.post('/admin/about/addAbout').set(auth), SAMPLES.about!.fields, { ...SAMPLES.about!.files, profile });
    const five = await about([png, png, png, png, png]).expect(201);
    expect(five.body.data.profile).toHaveLength(5);
    const six = await about([png, png, png, png, png, png]).expect(400);
    expect(six.body.message).toBe('You can only upload up to 5 profile images.');
  });

  it('refuses images over 5 MB with 413', async () => {
    const res = await banner([{ data: fixtures.big(5 * MB + 10, fixtures.png), name: 'big.png' }]).expect(413);
    expect(res.body.message).toBe('Image size exceeds 5MB limit');
  });

  it('refuses an unexpected file field', async () => {
    const res = await send(api.http.post('/admin/missions/addMissions').set(auth), SAMPLES.missions!.fields, {
      photo: [{ data: fixtures.png, name: 'a.png' }],
    }).expect(400);
    expect(res.body.message).toBe('Unexpected file field "photo"');
  });

  it('keeps the current image when an edit sends none, and stores nothing on a failed add', async () => {
    const added = await send(api.http.post('/admin/testimonial/addTestimonial').set(auth), SAMPLES.testimonial!.fields, SAMPLES.testimonial!.files).expect(201);
    const edited = await send(api.http.post(`/admin/testimonial/editTestimonial/${added.body.data._id}`).set(auth), { feedback: 'Even better' }, {}).expect(
      200,
    );
    expect(edited.body.data.image).toBe(added.body.data.image);
    await api.http.get(added.body.data.image).expect(200);

    const files = async () => (await readdir(path.join(api.config.dataDir, 'uploads'))).length;
    const before = await files();
    await banner([
      { data: fixtures.png, name: 'a.png' },
      { data: fixtures.text, name: 'b.png' },
    ]).expect(400);
    await send(api.http.post('/admin/Banner/addBanner').set(auth), { title: 'No heading' }, { images: [{ data: fixtures.png, name: 'a.png' }] }).expect(400);
    expect(await files()).toBe(before);
  });
});

describe('GridFS file store', () => {
  it('stores, serves and removes files in the database', async () => {
    const grid = await startApi({ FILE_STORE: 'gridfs' });
    try {
      const token = await grid.adminToken();
      const added = await send(
        grid.http.post('/admin/aboutCards/addAboutCards').set('Authorization', `Bearer ${token}`),
        {},
        { image: [{ data: fixtures.png, name: 'a.png' }] },
      ).expect(201);
      const image = await grid.http.get(added.body.data.image).buffer(true).expect(200);
      expect(Buffer.compare(image.body as Buffer, fixtures.png)).toBe(0);
      const application = await send(grid.http.post('/admin/applyJobs/addApplyJobs'), SAMPLES.applyJobs!.fields, SAMPLES.applyJobs!.files).expect(201);
      const resume = await grid.http
        .get(`/admin/applyJobs/resume/${application.body.data._id}`)
        .set('Authorization', `Bearer ${token}`)
        .buffer(true)
        .expect(200);
      expect(Buffer.compare(resume.body as Buffer, fixtures.pdf)).toBe(0);
      await grid.http.post(`/admin/aboutCards/deleteAboutCards/${added.body.data._id}`).set('Authorization', `Bearer ${token}`).expect(200);
      await grid.http.get(added.body.data.image).expect(200);
      await forgetDeletedContent(grid);
      await grid.http.get(added.body.data.image).expect(404);
    } finally {
      await grid.close();
    }
  });
});
