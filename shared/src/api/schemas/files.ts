/** BMS files and device configuration files (spec 3 entities; spec 7 /BmsFile, /BmsFileConvert, /DeviceConfigurationFile). */
import { Type, type Static } from 'typebox';
import { Id, Input } from './common';

/** spec 3: a battery management system file. */
export const BmsFileSchema = Type.Object({ id: Id, fileName: Type.String() });
export type BmsFile = Static<typeof BmsFileSchema>;

/** spec 3: a device configuration file. */
export const DeviceConfigurationFileSchema = Type.Object({ id: Id, fileName: Type.String() });
export type DeviceConfigurationFile = Static<typeof DeviceConfigurationFileSchema>;

/** GET /BmsFile: every BMS file (a bare array). */
export const BmsFileListSchema = Type.Array(BmsFileSchema);
export type BmsFileList = Static<typeof BmsFileListSchema>;

/** GET /DeviceConfigurationFile: every device configuration file (a bare array). */
export const DeviceConfigurationFileListSchema = Type.Array(DeviceConfigurationFileSchema);
export type DeviceConfigurationFileList = Static<typeof DeviceConfigurationFileListSchema>;

/** POST /BmsFile and POST /DeviceConfigurationFile: register a file by name before its upload. */
export const CreateFileBodySchema = Input({ fileName: Type.String({ minLength: 1 }) });
export type CreateFileBody = Static<typeof CreateFileBodySchema>;

/** spec 7: "POST returns uploadLink; file then PUT to that link as a block blob". */
export const CreateFileResponseSchema = Type.Object({ id: Id, uploadLink: Type.String({ minLength: 1 }) });
export type CreateFileResponse = Static<typeof CreateFileResponseSchema>;

/** spec 7: "PUT /BmsFileConvert follows" the upload; DELETE /BmsFile and /DeviceConfigurationFile name the file by id. */
export const FileIdBodySchema = Input({ id: Id });
export type FileIdBody = Static<typeof FileIdBodySchema>;
