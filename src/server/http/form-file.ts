import { badRequest } from './errors.ts';

/** A request whose body may be a multipart form (Hono's context satisfies it). */
interface MultipartRequest {
  req: { formData(): Promise<FormData> };
}

/**
 * The multipart form of an upload and its one `file` part. A body that is no multipart form, or a form without a
 * file, is the caller's mistake: 400 `fileMissing` in their language, never a 500 from the parser.
 */
export async function uploadForm(c: MultipartRequest): Promise<{ form: FormData; file: File }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('fileMissing');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw badRequest('fileMissing');
  return { form, file };
}

/** The one file of a multipart upload (400 `fileMissing` when absent). */
export const formFile = async (c: MultipartRequest): Promise<File> => (await uploadForm(c)).file;
