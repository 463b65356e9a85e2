import {
  acceptedImageUrl,
  httpsOrigin,
  IMAGE_URL_MESSAGES,
  validateImageUrl,
} from '@contract/imageUrls';

const HOST = ['https://i.ibb.co'];

describe('acceptedImageUrl: our own images and the configured image host only', () => {
  test.each([
    ['/images/demo/people/ada.svg', '/images/demo/people/ada.svg'],
    ['/api/uploads/0a1b2c.png', '/api/uploads/0a1b2c.png'],
    ['/images/./demo/x.svg', '/images/demo/x.svg'],
    ['https://i.ibb.co/abc/photo.png', 'https://i.ibb.co/abc/photo.png'],
    ['HTTPS://I.IBB.CO/abc/photo.png', 'https://i.ibb.co/abc/photo.png'],
    ['https://i.ibb.co:443/abc.png', 'https://i.ibb.co/abc.png'],
  ])('%s is stored as %s', (value, stored) => {
    expect(acceptedImageUrl(value, HOST)).toBe(stored);
    expect(validateImageUrl(value, 'photo', HOST)).toBeUndefined();
  });

  test.each([
    ['/\\evil.example/x.png', 'a backslash path a browser reads as another host'],
    ['//evil.example/x.png', 'a protocol-relative address'],
    ['/images/../api/users', 'a path that climbs out of the image folders'],
    ['/images%2f..%2f..%2fapi/x', 'encoded slashes (not our image folder)'],
    ['/uploads/x.png', 'a path outside our image folders'],
    ['javascript:alert(1)', 'a script address'],
    ['data:image/png;base64,AAAA', 'a data address'],
    ['http://i.ibb.co/x.png', 'plain http on the image host'],
    ['https://evil.example/x.png', 'another https host'],
    ['https://i.ibb.co.evil.example/x.png', 'a host that only starts like the image host'],
    ['https://user:pass@i.ibb.co/x.png', 'credentials in the address'],
    ['http://127.0.0.1:9099/emulator/v1/projects/demo/accounts', "the Auth Emulator's admin API"],
    ['http://localhost:8080/images/demo/x.svg', 'our own image with an absolute address'],
    [' /images/x.svg', 'a leading space'],
    ['/images/x\t.svg', 'a tab'],
    ['', 'nothing'],
  ])('%s is refused (%s)', (value) => {
    expect(acceptedImageUrl(value, HOST)).toBeNull();
    expect(validateImageUrl(value, 'photo', HOST)).toBe(IMAGE_URL_MESSAGES.notAccepted('photo'));
  });

  test('with no image host configured, only our own images are accepted', () => {
    expect(acceptedImageUrl('https://i.ibb.co/abc.png', [])).toBeNull();
    expect(acceptedImageUrl('/images/a.svg', [])).toBe('/images/a.svg');
  });

  test('httpsOrigin takes bare https origins only', () => {
    expect(httpsOrigin('https://I.ibb.co/')).toBe('https://i.ibb.co');
    expect(httpsOrigin('https://cdn.example:8443')).toBe('https://cdn.example:8443');
    expect(httpsOrigin('http://i.ibb.co')).toBeNull();
    expect(httpsOrigin('https://i.ibb.co/images')).toBeNull();
    expect(httpsOrigin('i.ibb.co')).toBeNull();
  });
});
