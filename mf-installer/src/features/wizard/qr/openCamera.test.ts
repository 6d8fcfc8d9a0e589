import { openCamera } from './qrDecoder';

const stream = {} as MediaStream;
const refusal = (name: string) => Object.assign(new Error(name), { name });

describe('openCamera: the back camera where there is one, else any camera', () => {
  it('asks for the back camera first', async () => {
    const getUserMedia = jest.fn().mockResolvedValue(stream);
    await expect(openCamera({ getUserMedia })).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
  });

  it.each(['OverconstrainedError', 'NotFoundError'])('after %s it takes any camera', async (name) => {
    const getUserMedia = jest.fn().mockRejectedValueOnce(refusal(name)).mockResolvedValueOnce(stream);
    await expect(openCamera({ getUserMedia })).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: true, audio: false });
  });

  it('a refusal by the user is not asked again', async () => {
    const getUserMedia = jest.fn().mockRejectedValue(refusal('NotAllowedError'));
    await expect(openCamera({ getUserMedia })).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });
});
