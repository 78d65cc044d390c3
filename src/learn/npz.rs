//! NumPy `.npz` files without NumPy: a zip archive (stored entries, CRC-32) of `.npy` arrays
//! (format version 1.0), which `numpy.load` reads. Entries and the archive stay below 4 GiB
//! (no Zip64): a larger array is refused with an error.

use std::io::{self, Write};

/// An array to store: its name in the archive (without `.npy`), NumPy type string
/// (`|b1`, `|u1`, `|i1`, `<i4`, `<f4`, `<U100`, ...), shape, and raw little-endian data.
#[derive(Clone, Debug)]
pub struct NpyArray {
    pub name: String,
    pub descr: String,
    pub shape: Vec<usize>,
    pub data: Vec<u8>,
}

impl NpyArray {
    pub fn new(name: &str, descr: &str, shape: &[usize], data: Vec<u8>) -> NpyArray {
        NpyArray {
            name: name.to_string(),
            descr: descr.to_string(),
            shape: shape.to_vec(),
            data,
        }
    }

    pub fn from_i32(name: &str, shape: &[usize], values: &[i32]) -> NpyArray {
        let data = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        NpyArray::new(name, "<i4", shape, data)
    }

    pub fn from_f32(name: &str, shape: &[usize], values: &[f32]) -> NpyArray {
        let data = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        NpyArray::new(name, "<f4", shape, data)
    }

    /// Fixed-width Unicode strings (`<U{width}`, UTF-32), cut to `width` characters.
    pub fn from_strings(name: &str, width: usize, values: &[String]) -> NpyArray {
        let mut data = Vec::with_capacity(values.len() * width * 4);
        for v in values {
            let mut chars: Vec<u32> = v.chars().take(width).map(u32::from).collect();
            chars.resize(width, 0);
            data.extend(chars.iter().flat_map(|c| c.to_le_bytes()));
        }
        NpyArray::new(name, &format!("<U{width}"), &[values.len()], data)
    }

    /// The `.npy` file: magic, version 1.0, header dictionary padded to 64 bytes, data.
    fn npy_bytes(&self) -> Vec<u8> {
        let shape = match self.shape.as_slice() {
            [n] => format!("({n},)"),
            dims => format!(
                "({})",
                dims.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let mut header = format!(
            "{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}",
            self.descr
        );
        while (10 + header.len() + 1) % 64 != 0 {
            header.push(' ');
        }
        header.push('\n');
        let mut out = Vec::with_capacity(10 + header.len() + self.data.len());
        out.extend_from_slice(b"\x93NUMPY\x01\x00");
        out.extend_from_slice(&(header.len() as u16).to_le_bytes());
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(&self.data);
        out
    }
}

/// CRC-32 (IEEE 802.3, as zip uses), bitwise table built at compile time.
const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xedb8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

pub fn crc32(data: &[u8]) -> u32 {
    !data.iter().fold(!0u32, |c, &b| {
        CRC_TABLE[((c ^ b as u32) & 0xff) as usize] ^ (c >> 8)
    })
}

fn too_big() -> io::Error {
    io::Error::other("npz entry or archive larger than 4 GiB (Zip64 is not written)")
}

/// Writes the arrays as an `.npz` archive (entries `<name>.npy`).
pub fn write_npz<W: Write>(out: &mut W, arrays: &[NpyArray]) -> io::Result<()> {
    // 1980-01-01 00:00, the earliest zip date.
    const DATE: u16 = (1 << 5) | 1;
    let mut central = Vec::new();
    let mut offset: u64 = 0;
    for array in arrays {
        let name = format!("{}.npy", array.name);
        let body = array.npy_bytes();
        let size = u32::try_from(body.len()).map_err(|_| too_big())?;
        let at = u32::try_from(offset).map_err(|_| too_big())?;
        let crc = crc32(&body);
        let mut local = Vec::with_capacity(30 + name.len());
        local.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        for v in [20u16, 0, 0, 0, DATE] {
            local.extend_from_slice(&v.to_le_bytes());
        }
        for v in [crc, size, size] {
            local.extend_from_slice(&v.to_le_bytes());
        }
        local.extend_from_slice(&(name.len() as u16).to_le_bytes());
        local.extend_from_slice(&0u16.to_le_bytes());
        local.extend_from_slice(name.as_bytes());
        out.write_all(&local)?;
        out.write_all(&body)?;
        offset += (local.len() + body.len()) as u64;

        central.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        for v in [20u16, 20, 0, 0, 0, DATE] {
            central.extend_from_slice(&v.to_le_bytes());
        }
        for v in [crc, size, size] {
            central.extend_from_slice(&v.to_le_bytes());
        }
        for v in [name.len() as u16, 0, 0, 0, 0] {
            central.extend_from_slice(&v.to_le_bytes());
        }
        central.extend_from_slice(&0u32.to_le_bytes());
        central.extend_from_slice(&at.to_le_bytes());
        central.extend_from_slice(name.as_bytes());
    }
    let count = u16::try_from(arrays.len()).map_err(|_| too_big())?;
    let central_at = u32::try_from(offset).map_err(|_| too_big())?;
    out.write_all(&central)?;
    let mut end = Vec::with_capacity(22);
    end.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    for v in [0u16, 0, count, count] {
        end.extend_from_slice(&v.to_le_bytes());
    }
    end.extend_from_slice(&(central.len() as u32).to_le_bytes());
    end.extend_from_slice(&central_at.to_le_bytes());
    end.extend_from_slice(&0u16.to_le_bytes());
    out.write_all(&end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_the_standard_check_value() {
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn npy_header_is_padded_to_64_bytes() {
        let a = NpyArray::new("x", "|u1", &[2, 3], vec![0; 6]);
        let bytes = a.npy_bytes();
        let header_len = u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
        assert_eq!((10 + header_len) % 64, 0);
        assert_eq!(bytes[10 + header_len - 1], b'\n');
        assert!(String::from_utf8_lossy(&bytes[10..10 + header_len]).contains("(2, 3)"));
        assert_eq!(bytes.len(), 10 + header_len + 6);
    }
}
