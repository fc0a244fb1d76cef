package benchgo

import riffle "github.com/riffle-json/riffle/go"

// riffleReadRecord2 binds record2.json by hand with the Iterator. The int32 ages are
// read with ReadInt32, which rejects a value out of int32's range as the peers'
// decoders do (not int32(ReadInt()), which would wrap).
func riffleReadRecord2(it *riffle.Iterator) Record2 {
	var r Record2
	for {
		f, ok := it.ReadObject()
		if !ok {
			return r
		}
		switch string(f) {
		case "person":
			r.Person = riffleReadPerson2(it)
		case "hobbies":
			r.Hobbies = riffleReadStrings(it)
		case "friends":
			r.Friends = []Friend2{}
			for it.ReadArray() {
				var fr Friend2
				for {
					g, ok := it.ReadObject()
					if !ok {
						break
					}
					switch string(g) {
					case "name":
						fr.Name = it.ReadString()
					case "age":
						fr.Age = it.ReadInt32()
					case "email":
						fr.Email = it.ReadString()
					default:
						it.Skip()
					}
				}
				r.Friends = append(r.Friends, fr)
			}
		case "pets":
			r.Pets = []Pet2{}
			for it.ReadArray() {
				var p Pet2
				for {
					g, ok := it.ReadObject()
					if !ok {
						break
					}
					switch string(g) {
					case "name":
						p.Name = it.ReadString()
					case "species":
						p.Species = it.ReadString()
					case "age":
						p.Age = it.ReadInt32()
					default:
						it.Skip()
					}
				}
				r.Pets = append(r.Pets, p)
			}
		default:
			it.Skip()
		}
	}
}

func riffleReadPerson2(it *riffle.Iterator) Person2 {
	var p Person2
	for {
		f, ok := it.ReadObject()
		if !ok {
			return p
		}
		switch string(f) {
		case "name":
			p.Name = it.ReadString()
		case "age":
			p.Age = it.ReadInt32()
		case "address":
			for {
				g, ok := it.ReadObject()
				if !ok {
					break
				}
				switch string(g) {
				case "street":
					p.Address.Street = it.ReadString()
				case "city":
					p.Address.City = it.ReadString()
				case "state":
					p.Address.State = it.ReadString()
				case "postal_code":
					p.Address.PostalCode = it.ReadString()
				default:
					it.Skip()
				}
			}
		case "email":
			p.Email = it.ReadString()
		case "phone_numbers":
			p.PhoneNumbers = riffleReadStrings(it)
		case "is_employed":
			p.IsEmployed = it.ReadBool()
		default:
			it.Skip()
		}
	}
}

func riffleReadStrings(it *riffle.Iterator) []string {
	s := []string{}
	for it.ReadArray() {
		s = append(s, it.ReadString())
	}
	return s
}
