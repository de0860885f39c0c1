import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiResponse } from '@nestjs/swagger';

/** The example of a JSON answer in OpenAPI, for 200 or the given status (201 for a creation). */
export const ApiExample = (example: unknown, description?: string, status = 200): MethodDecorator & ClassDecorator =>
  ApiResponse({ status, description: description ?? (status === 201 ? 'Created' : 'OK'), schema: { example } });

/** A picture answered as its stored bytes (PNG or JPEG): no example can show them, the binary type says what comes. */
export const ApiPicture = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    ApiProduces('image/png', 'image/jpeg'),
    ApiOkResponse({
      description: 'The picture as stored',
      content: {
        'image/png': { schema: { type: 'string', format: 'binary' } },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      },
    }),
  );
