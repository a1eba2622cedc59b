// ERROR: 2:5: Unexpected identifier 'f'
def f():
  return 1
