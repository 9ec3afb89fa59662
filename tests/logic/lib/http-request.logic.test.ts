import { describe, expect, it } from 'vitest';
import {
  encodeBody,
  fillPath,
  parseJson,
  queryString,
  splitCallKey,
  toFormData,
} from '@/lib/http-request.ts';

describe('splitCallKey', () => {
  it('splits method and path', () => {
    expect(splitCallKey('POST /remitter/auth/login')).toEqual(['POST', '/remitter/auth/login']);
  });
  it('rejects a key without a method', () => {
    expect(() => splitCallKey('/remitter')).toThrow('Not a contract call key');
  });
});

describe('fillPath', () => {
  it.each<[string, Record<string, string> | undefined, string]>([
    ['/remitter/profile', undefined, '/remitter/profile'],
    ['/remitter/transactions/:id', { id: 'TR 1/2' }, '/remitter/transactions/TR%201%2F2'],
    ['/api/kyc/verification/:remitterId', { remitterId: 'R-9' }, '/api/kyc/verification/R-9'],
    ['/a/:x/b/:y', { x: '1', y: '?' }, '/a/1/b/%3F'],
  ])('%s with %j', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected);
  });
  it('fails on a missing parameter', () => {
    expect(() => fillPath('/remitter/transactions/:id', {})).toThrow('Missing path parameter id');
  });
});

describe('queryString', () => {
  it.each<[Record<string, string | number | boolean | undefined | null> | undefined, string]>([
    [undefined, ''],
    [{}, ''],
    [{ a: undefined, b: null }, ''],
    [{ bvn: 'x y', mobile: '+263771234567' }, '?bvn=x+y&mobile=%2B263771234567'],
    [{ n: 0, f: false }, '?n=0&f=false'],
  ])('%j -> %s', (query, expected) => {
    expect(queryString(query)).toBe(expected);
  });
});

describe('toFormData', () => {
  it('skips undefined and null, stringifies values, appends Blobs as files', () => {
    const scan = new File(['id'], 'passport.png', { type: 'image/png' });
    const form = toFormData({ first_name: 'Ada', middle_name: undefined, x: null, age: 30, id1_scan: scan });
    expect([...form.keys()]).toEqual(['first_name', 'age', 'id1_scan']);
    expect(form.get('first_name')).toBe('Ada');
    expect(form.get('age')).toBe('30');
    const file = form.get('id1_scan') as File;
    expect(file.name).toBe('passport.png');
    expect(file.type).toBe('image/png');
  });
  it('names a plain Blob after its field', () => {
    const form = toFormData({ doc: new Blob(['x']) });
    expect((form.get('doc') as File).name).toBe('doc');
  });
});

describe('encodeBody', () => {
  it('sends nothing for no body', () => {
    expect(encodeBody(undefined)).toEqual({});
  });
  it('sends JSON by default', () => {
    expect(encodeBody({ mobile: '123' })).toEqual({
      body: '{"mobile":"123"}',
      contentType: 'application/json',
    });
  });
  it('sends multipart when asked, without setting the content type (the browser adds the boundary)', () => {
    const encoded = encodeBody({ a: '1' }, true);
    expect(encoded.body).toBeInstanceOf(FormData);
    expect(encoded.contentType).toBeUndefined();
  });
  it('passes a FormData through', () => {
    const form = new FormData();
    expect(encodeBody(form).body).toBe(form);
  });
});

describe('parseJson', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['', undefined],
    ['  ', undefined],
    ['<html>Bad Gateway</html>', undefined],
    ['"text"', 'text'],
  ])('%j', (text, expected) => {
    expect(parseJson(text)).toEqual(expected);
  });
});
